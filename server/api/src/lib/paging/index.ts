export { encodeCursor, type SortValue } from './cursor';
export {
  containsFoldedText,
  containsText,
  dateOrders,
  foldForSearch,
  insertionOrder,
  keysetPage,
  mapPage,
  mostRecentPeriodFirst,
  orderedBy,
  pageAnswer,
  type KeysetColumn,
  type KeysetOrder,
  type Page,
  type PageRequest,
  type SearchedPageRequest,
} from './keyset';
export { registerListEndpoint, type ListHandlers } from './register-list';
