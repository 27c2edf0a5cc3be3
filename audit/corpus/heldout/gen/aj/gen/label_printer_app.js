// A small Express 5 upstream (development mode) whose default error handler shows the stack.
const express = require("express");
const app = express();
app.get("/labels/:batch", (req, res) => {
  const batch = JSON.parse(req.query.meta);      // throws on bad input
  res.json(batch);
});
module.exports = app;
