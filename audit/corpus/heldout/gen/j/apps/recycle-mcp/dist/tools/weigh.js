"use strict";
async function postWeighing(ticket) {
  const res = await fetch("http://127.0.0.1:5993/weighbridge/v1/tickets", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ticket),
  });
  return res.json();
}
postWeighing({ site: "SZADOLKI", gross_kg: 14220, tare_kg: 9180 }).catch((err) => {
  // what the server put in its isError result: message plus cause
  console.log(`${err.name}: ${err.message}` + (err.cause ? `\nCause: ${err.cause.code} ${err.cause.message}` : ""));
});
