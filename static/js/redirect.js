// Sends the reader of a moved page on to its new address, keeping the query
// and the anchor, which the page's <meta http-equiv="refresh"> cannot carry.
// An anchor the link carried wins over the one the new address names: it
// named a place the new page holds too.
// A file of its own (not inline) so the Content-Security-Policy needs no hash.
(function () {
  var target = document.querySelector('meta[name="redirect-to"]');
  if (!target) return;
  var to = target.getAttribute('content').split('#');
  var anchor = window.location.hash || (to[1] ? '#' + to[1] : '');
  window.location.replace(to[0] + window.location.search + anchor);
})();
