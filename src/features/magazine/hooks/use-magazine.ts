import { useLoad } from '@/components/states'
import { getArticle } from '../api/get-article'
import { getDirectory } from '../api/get-directory'

/** An issue's directory (the latest when `issue` is undefined), as AsyncView's state. */
export const useDirectory = (issue?: number) =>
  useLoad(String(issue ?? ''), (key) => getDirectory(key ? Number(key) : undefined))

/** One article, as AsyncView's state. */
export const useArticle = (id: number) => useLoad(String(id), (key) => getArticle(Number(key)))
