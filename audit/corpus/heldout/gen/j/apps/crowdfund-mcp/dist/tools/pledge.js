"use strict";
function parseRewardOptions(raw) {
  return JSON.parse(raw);
}
function createPledge(args) {
  const options = parseRewardOptions(args.reward_options);
  return { campaign: args.campaign, amount: args.amount, options };
}
try {
  createPledge({ campaign: "solar-coop-lisboa", amount: 25, reward_options: process.argv[2] });
} catch (err) {
  console.log(err.stack);
}
