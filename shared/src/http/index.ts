import './config-augment';

export { api, type HttpMethod, type QueryParams, request } from './api';
export { ApiError, type ApiErrorKind, type FieldErrors, isApiError, toApiError } from './api-error';
export { configureHttp, type HttpOptions, http } from './client';
export { downloadFile, openFile } from './download-file';
export { callEndpoint, endpointQuery, endpointQueryKey, mayCall, uploadToEndpoint } from './endpoint-client';
export { endpointList } from './endpoint-list';
export type { ApiEnvelope } from './envelope';
export { applyFieldErrors, type SetFieldError } from './field-errors';
export { sessionHeaders } from './request-headers';
export { type Resource, type ResourceId, resource } from './resource';
export { RETRY_STATUSES } from './retry-policy';
export { type HttpTranslator, setHttpTranslator } from './translator';
export { uploadPercent } from './upload-progress';
