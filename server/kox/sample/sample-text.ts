import { creatorText } from '../recommend/recommend-model.ts';
import { sampleCreator, samplePosts } from './sample-creators.ts';

/** A sample creator's words for the recommendation: headline, bio, recent post titles and hashtags. */
export function sampleCreatorText(position: number, asOf: Date): string {
  const creator = sampleCreator(position, asOf);
  const posts = samplePosts(creator, position);
  return creatorText({
    headline: creator.headline,
    description: creator.description,
    titles: posts.map((p) => p.title),
    hashtags: [...creator.hashtags, ...posts.flatMap((p) => p.hashtags)],
  });
}
