// Sends the reader of a moved page on to its new address, keeping the query
// and the anchor, which the page's <meta http-equiv="refresh"> cannot carry.
// A file of its own (not inline) so the Content-Security-Policy needs no hash.
(function () {
  var target = document.querySelector('meta[name="redirect-to"]');
  if (target) window.location.replace(target.getAttribute('content') + window.location.search + window.location.hash);
})();
