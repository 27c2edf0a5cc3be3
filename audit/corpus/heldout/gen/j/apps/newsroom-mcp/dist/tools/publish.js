"use strict";
function resolveSection(story) {
  return story.section.slug.toLowerCase();
}
function buildPublishPayload(story) {
  return { slug: story.slug, section: resolveSection(story), embargo: story.embargo ?? null };
}
async function publishStory(args) {
  const story = { slug: args.slug, section: undefined };
  return buildPublishPayload(story);
}
publishStory({ slug: "harbour-fire-live" }).catch((err) => {
  console.log(err.stack);
});
