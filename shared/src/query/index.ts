export { queryClient } from './query-client';
