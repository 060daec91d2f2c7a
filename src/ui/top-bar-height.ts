/** Height of the sticky top bar; content that sticks below it (a search panel) offsets by this much. */
export const TOP_BAR_HEIGHT = '60px';
