import { WATERMARK_HEADER } from '../../contract/headers';
import type { RawAnswer, UploadRequest } from './fetch-transport';
import { clearUploadProgress, reportUploadProgress } from './upload-progress';

/**
 * Sends a multipart request with XMLHttpRequest, because fetch reports no upload progress: the
 * page shows the share sent on the upload's item (upload-progress.ts). Settles like fetch does:
 * an answer of any status resolves, no answer (network, abort) rejects.
 */
export function xhrUpload(request: UploadRequest): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const settle = (): void => {
      request.signal.removeEventListener('abort', abort);
      clearUploadProgress(request.key);
    };
    const abort = (): void => xhr.abort();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => reportUploadProgress(request.key, event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, retryAfter: xhr.getResponseHeader('Retry-After'), watermark: xhr.getResponseHeader(WATERMARK_HEADER), text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('upload failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('upload aborted', 'AbortError'));
    };
    request.signal.addEventListener('abort', abort);
    reportUploadProgress(request.key, 0, 0);
    xhr.send(request.body);
  });
}
