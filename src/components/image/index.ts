export { DECORATIVE_IMAGE, imgAttributes } from './img-attributes'
