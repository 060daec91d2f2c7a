import { Box, Button, Field, HStack, IconButton, Input, List, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignableMember, MemberGroup } from '../../../contract/task-creator';
import { memberSearchPath, searchMembers } from '../api';
import { TASK_CREATE_NS } from '../i18n/namespace';
import type { PickedMember } from '../task-form-schema';

/** Spec 01 §9: the search waits this long after the last keystroke. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 750;

type Answer = { path: string; members: readonly AssignableMember[] } | { path: string; failed: true };

interface MemberPickerProps {
  value: readonly PickedMember[];
  onChange: (next: PickedMember[]) => void;
  groups: readonly MemberGroup[];
  online: boolean;
}

const fullName = (m: { name: string; surname: string }) => `${m.name} ${m.surname}`;

/**
 * The task's members (spec 01 'Task creation'): found by name and surname, or within a member
 * group, 750 ms after the last change and 5 at most; the chosen ones show as removable chips.
 */
export function MemberPicker({ value, onChange, groups, online }: MemberPickerProps) {
  const { t } = useTranslation(TASK_CREATE_NS);
  const [text, setText] = useState('');
  const [group, setGroup] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const path = online ? memberSearchPath(text, group === '' ? null : Number(group)) : null;
  const chosen = new Set(value.map((m) => m.member_id));
  const resultsId = useId();

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchMembers(path, controller.signal).then(
        (members) => setAnswer({ path, members }),
        () => {
          // A newer search replaced this one: its answer no longer matters.
          if (!controller.signal.aborted) setAnswer({ path, failed: true });
        },
      );
    }, MEMBER_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path]);

  const current = answer !== null && answer.path === path ? answer : null;
  const add = (member: AssignableMember) => {
    if (!chosen.has(member.member_id)) onChange([...value, { member_id: member.member_id, name: member.name, surname: member.surname }]);
  };

  return (
    <Stack gap="3" data-testid="member-picker">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root disabled={!online}>
          <Field.Label>{t('picker.search')}</Field.Label>
          <Input
            type="search"
            autoComplete="off"
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-controls={resultsId}
            data-testid="member-search"
          />
          <Field.HelperText>{online ? t('picker.searchHint') : t('picker.offline')}</Field.HelperText>
        </Field.Root>
        <Field.Root disabled={!online}>
          <Field.Label>{t('picker.group')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={group} onChange={(event) => setGroup(event.target.value)} data-testid="member-group">
              <option value="">{t('picker.allGroups')}</option>
              {groups.map((g) => (
                <option key={g.group_index} value={String(g.group_index)}>
                  {g.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>

      <Box id={resultsId} role="region" aria-live="polite" aria-label={t('picker.results')}>
        {path !== null && current === null && <Text color="fg.muted">{t('picker.searching')}</Text>}
        {current !== null && 'failed' in current && <Text color="fg.error">{t('picker.failure')}</Text>}
        {current !== null && 'members' in current && current.members.length === 0 && <Text color="fg.muted">{t('picker.none')}</Text>}
        {current !== null && 'members' in current && current.members.length > 0 && (
          <List.Root variant="plain" gap="1" data-testid="member-results">
            {current.members.map((member) => (
              <List.Item key={member.member_id} data-testid="member-result">
                <HStack justify="space-between" w="full" gap="2">
                  <Box minW="0">
                    <Text truncate>{fullName(member)}</Text>
                    {member.nid && (
                      <Text fontSize="sm" color="fg.muted">
                        {member.nid}
                      </Text>
                    )}
                  </Box>
                  <Button size="sm" minH="44px" variant="outline" disabled={chosen.has(member.member_id)} onClick={() => add(member)} aria-label={t('picker.add', { name: fullName(member) })}>
                    <Plus aria-hidden />
                    {t('picker.addShort')}
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>

      <Stack gap="2">
        <Text fontWeight="medium">{t('picker.chosen', { count: value.length })}</Text>
        {value.length === 0 ? (
          <Text color="fg.muted">{t('picker.noneChosen')}</Text>
        ) : (
          <HStack wrap="wrap" gap="2" data-testid="member-chips">
            {value.map((member) => (
              <HStack key={member.member_id} gap="0" ps="3" borderWidth="1px" borderRadius="full" bg="bg.muted" data-testid="member-chip">
                <Text fontSize="sm">{fullName(member)}</Text>
                <IconButton
                  variant="ghost"
                  size="sm"
                  minW="44px"
                  minH="44px"
                  borderRadius="full"
                  aria-label={t('picker.remove', { name: fullName(member) })}
                  onClick={() => onChange(value.filter((m) => m.member_id !== member.member_id))}
                >
                  <X aria-hidden />
                </IconButton>
              </HStack>
            ))}
          </HStack>
        )}
      </Stack>
    </Stack>
  );
}
