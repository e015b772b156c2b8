/** The cookies a response set, as the one `Cookie` header a browser would send back. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
