export { PhotoGrid, type PhotoGridProps } from './photo-grid'
export { usePhotoUploads, type PhotoUploads } from './use-photo-uploads'
export { photoDisplayUrl, uploadedUrlOf, uploadPhoto } from './upload-photo'
export { photosProblem, uploadedUrls, type PhotoItem, type PhotoStatus, type PhotosProblem } from './model'
