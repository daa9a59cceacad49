/**
 * The 404 page answers at every address that has no page, so it has no
 * address of its own to give: the build takes out the canonical link and
 * og:url the theme gives every page (they would name …/404.html, a page
 * nobody asked for), and the page asks not to be indexed.
 */
export function withoutOwnAddress(html: string): string {
  const tags = [/<link\b[^>]*\brel=["']?canonical["']?[^>]*>/gi, /<meta\b[^>]*\bproperty=["']?og:url["']?[^>]*>/gi];
  return tags.reduce((page, tag) => page.replace(tag, ''), html);
}
