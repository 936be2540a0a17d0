/** A request's query: empty values (null, undefined, '', []) are left out; lists go comma-joined. */
export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;

/**
 * The URL an API request goes to: the API base, the path, the query. Pure, so the widget's request layer and
 * the host that answers the widget's first requests inside its HTML build the same key for the same request.
 */
export function requestUrl(apiBase: string, path: string, query?: QueryParams): string {
  return apiBase.replace(/\/+$/, '') + path + queryString(query);
}

function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
