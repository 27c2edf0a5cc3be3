// Tiny tool handler used by gen/run_real.js to raise a real TypeError with a stack.
function pickDepot(vehicle) {
  return vehicle.homeDepot.code;
}
function assignDriver(args, fleet) {
  const vehicle = fleet.find((v) => v.plate === args.plate);
  return { depot: pickDepot(vehicle), driver: args.driverId };
}
module.exports = { assignDriver };
