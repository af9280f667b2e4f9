// Per-request switches of the portal client, typed on axios' own config so call sites stay plain axios.
declare module 'axios' {
  interface AxiosRequestConfig {
    /** true: retry once on a transient failure even for POST/PUT/PATCH/DELETE; false: never retry. */
    retry?: boolean;
    /** Skip the global error toast; the caller shows its own message. 403 still signs out. */
    silent?: boolean;
  }
}

export {};
