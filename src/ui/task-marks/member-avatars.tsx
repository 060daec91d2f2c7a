import { Avatar, HStack, Text } from '@chakra-ui/react';
import { MediaAvatarImage } from '../media/media-avatar-image';

export interface AvatarMember {
  id: number;
  name: string;
  surname: string;
  photo: string | null;
}

/** Spec 01 §2/§9: up to 3 members show all avatars; more show the first 2 and a +N counter. */
export function visibleAvatars<T>(members: readonly T[]): { shown: readonly T[]; more: number } {
  if (members.length <= 3) return { shown: members, more: 0 };
  return { shown: members.slice(0, 2), more: members.length - 2 };
}

export function MemberAvatars({ members }: { members: readonly AvatarMember[] }) {
  const { shown, more } = visibleAvatars(members);
  return (
    <HStack gap="-2" data-testid="member-avatars" data-count={members.length}>
      {shown.map((m) => (
        <Avatar.Root key={m.id} size="xs" borderWidth="2px" borderColor="bg" title={`${m.name} ${m.surname}`}>
          <Avatar.Fallback name={`${m.name} ${m.surname}`} />
          <MediaAvatarImage photo={m.photo} />
        </Avatar.Root>
      ))}
      {more > 0 && (
        <Text fontSize="xs" fontWeight="semibold" ms="3" data-testid="member-avatars-more">
          +{more}
        </Text>
      )}
    </HStack>
  );
}
