fetch('http://pricing.svc.cluster.local:8080/v1/quote?sku=KB-778').catch((e) => {
  console.log(String(e));
  console.log('cause: ' + String(e.cause && (e.cause.stack || e.cause)));
});
