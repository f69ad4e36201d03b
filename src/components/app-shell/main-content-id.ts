/** The id of every frame's main landmark: the skip link's target. */
export const MAIN_CONTENT_ID = 'main';
