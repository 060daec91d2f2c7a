import { describe, expect, it } from 'vitest';
import { conferenceRoomUrl } from './room-url';

describe('conferenceRoomUrl', () => {
  it('puts the code, escaped, under the configured meeting address', () => {
    expect(conferenceRoomUrl('https://meet.example.org/', 'kombinat-derë-më-derë')).toBe('https://meet.example.org/kombinat-der%C3%AB-m%C3%AB-der%C3%AB');
    expect(conferenceRoomUrl('https://meet.example.org/rooms', 'a b')).toBe('https://meet.example.org/rooms/a%20b');
  });

  it('links nowhere without a configured http(s) address or without a code', () => {
    expect(conferenceRoomUrl(undefined, 'abc')).toBeNull();
    expect(conferenceRoomUrl('', 'abc')).toBeNull();
    expect(conferenceRoomUrl('javascript:alert(1)', 'abc')).toBeNull();
    expect(conferenceRoomUrl('not a url', 'abc')).toBeNull();
    expect(conferenceRoomUrl('https://meet.example.org', '')).toBeNull();
  });
});
