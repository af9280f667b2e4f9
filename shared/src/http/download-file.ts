import { http } from './client';

/** Fetches a file the API answers (it needs the session headers, so no plain link) and saves it. */
export async function downloadFile(path: string, params: Record<string, unknown>, fallbackName: string) {
  const response = await http.get<Blob>(path, { params, responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Opens a file the API serves to members only (a receipt): fetched with the token, shown in a new tab. */
export async function openFile(path: string) {
  const response = await http.get<Blob>(path.replace(/^\/api\/v1/, ''), { responseType: 'blob' });
  window.open(URL.createObjectURL(response.data), '_blank', 'noopener');
}
