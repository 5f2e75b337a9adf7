export { handleError, handleNotFound } from './handler';
export { HttpError, isErrorCode } from './http-error';
export { NOT_FOUND, notFound, type NotFoundSubject } from './not-found';
export { STORAGE_UNAVAILABLE, storageUnavailable } from './unavailable';
