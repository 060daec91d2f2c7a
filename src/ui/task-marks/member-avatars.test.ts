import { describe, expect, it } from 'vitest';
import { visibleAvatars } from './member-avatars';
import { progressPalette } from './task-progress';

describe('the creator task marks (spec 01 §4, §9)', () => {
  it('shows every avatar up to 3 members, else 2 and +N', () => {
    expect(visibleAvatars([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(visibleAvatars([1, 2, 3, 4])).toEqual({ shown: [1, 2], more: 2 });
    expect(visibleAvatars([])).toEqual({ shown: [], more: 0 });
  });

  it('colours progress red to 33, yellow to 66, green above', () => {
    expect([0, 33, 34, 66, 67, 100].map(progressPalette)).toEqual(['red', 'red', 'yellow', 'yellow', 'green', 'green']);
  });
});
