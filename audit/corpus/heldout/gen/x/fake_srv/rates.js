// Stand-in for a Node MCP tool module, used only to obtain a real V8 stack trace.
'use strict';
function parseRates(body) {
  return JSON.parse(body);
}
async function getExchangeRates(base) {
  // the upstream gateway answered with its HTML error page
  const body = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>';
  return parseRates(body);
}
module.exports = { getExchangeRates };
