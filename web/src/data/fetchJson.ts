/** A response that arrived but was not a success. */
export class HttpError extends Error {
  readonly status: number;
  readonly url: string;

  constructor(url: string, status: number, statusText: string) {
    super(`Request for ${url} failed: ${status} ${statusText}`.trim());
    this.name = "HttpError";
    this.status = status;
    this.url = url;
  }
}

/** Fetches a file of the site; network failures keep their cause for the error page. */
export async function fetchOk(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin" });
  } catch (cause) {
    throw new Error(`Could not load ${url}: the network request failed.`, { cause });
  }
  if (!response.ok) {
    throw new HttpError(url, response.status, response.statusText);
  }
  return response;
}

/** Fetches and parses JSON. */
export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetchOk(url);
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw new Error(`Could not load ${url}: the response is not valid JSON.`, { cause });
  }
}
