import { Alert, Button, Field, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_TASK_DESCRIPTION_CHARS } from '../../../contract/task-creator';
import { taskPriorities, taskTypes } from '../../../contract/member-tasks';
import { useCachedRead } from '../../../ui/cached/use-cached-read';
import { DayInput } from '../../../ui/day-input';
import { editSchema, type EditValues } from '../edit-values';
import { TASK_EDIT_NS } from '../i18n/namespace';

interface TaskEditFormProps {
  userId: number;
  initial: EditValues;
  /** The task's own type and priority: options even before (or without) the lists' copies. */
  current: { type: Option & { points: number } | null; priority: Option };
  /** The server's refusal of the last save, shown above the buttons. */
  problem: string | null;
  onSave: (values: EditValues) => Promise<void>;
  onCancel: () => void;
}

type FieldName = keyof EditValues;
interface Option {
  id: number;
  name: string;
}

/** The list's options, with the task's own value first when the list lacks it. */
function withCurrent<T extends Option>(list: readonly T[] | undefined, current: T | null): readonly T[] {
  const options = list ?? [];
  return current && !options.some((o) => o.id === current.id) ? [current, ...options] : options;
}

/** The edit mode (spec 01 §2 "Task detail", §5): the create form's fields and texts, Save and Cancel. */
export function TaskEditForm({ userId, initial, current, problem, onSave, onCancel }: TaskEditFormProps) {
  const { t } = useTranslation(TASK_EDIT_NS);
  const schema = useMemo(
    () =>
      editSchema({
        nameRequired: t('form.nameRequired'),
        descriptionRequired: t('form.descriptionRequired'),
        descriptionTooLong: t('form.descriptionTooLong', { max: MAX_TASK_DESCRIPTION_CHARS }),
        startRequired: t('form.startRequired'),
        endRequired: t('form.endRequired'),
        dateFormat: t('form.dateFormat'),
        endBeforeStart: t('form.endBeforeStart'),
        typeRequired: t('form.typeRequired'),
        priorityRequired: t('form.priorityRequired'),
      }),
    [t],
  );
  const form = useForm<EditValues>({ defaultValues: initial, resolver: zodResolver(schema) });
  const { errors, isSubmitting } = form.formState;
  const types = useCachedRead(userId, '/api/hr/tasktype/', taskTypes);
  const priorities = useCachedRead(userId, '/api/hr/taskpriority/', taskPriorities);
  const [typeId, priorityId] = useWatch({ control: form.control, name: ['typeId', 'priorityId'] });
  // Controlled: the options change when a list's copy arrives, and an uncontrolled select would lose its choice then.
  const chosen = { typeId, priorityId };
  const typeOptions = withCurrent(types.data, current.type);
  const priorityOptions = withCurrent(priorities.data, current.priority);
  const points = typeOptions.find((type) => String(type.id) === typeId)?.points ?? 0;

  // Spec 01 §5: a failed check highlights the fields and scrolls to the top.
  const submit = form.handleSubmit(onSave, () => window.scrollTo({ top: 0, behavior: 'smooth' }));

  const text = (name: FieldName, label: string, type: 'text' | 'date' | 'time') => (
    <Field.Root invalid={errors[name] !== undefined} required>
      <Field.Label>{label}</Field.Label>
      {type === 'date' ? (
        <DayInput minH="44px" {...form.register(name)} data-testid={`edit-${name}`} />
      ) : (
        <Input type={type} minH="44px" {...form.register(name)} data-testid={`edit-${name}`} />
      )}
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );
  const select = (name: 'typeId' | 'priorityId', label: string, options: readonly Option[]) => (
    <Field.Root invalid={errors[name] !== undefined} required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field minH="44px" {...form.register(name)} value={chosen[name]} data-testid={`edit-${name}`}>
          <option value="">{options.length === 0 ? t('form.noOptions') : t('form.choose')}</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="task-edit-form" aria-labelledby="task-edit-heading">
      <Stack gap="4">
        <Heading as="h2" size="md" id="task-edit-heading">
          {t('form.heading')}
        </Heading>
        {text('name', t('form.name'), 'text')}
        <Field.Root invalid={errors.description !== undefined} required>
          <Field.Label>{t('form.description')}</Field.Label>
          <Textarea rows={4} {...form.register('description')} data-testid="edit-description" />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {text('startDate', t('form.startDate'), 'date')}
          {text('startTime', t('form.startTime'), 'time')}
          {text('endDate', t('form.endDate'), 'date')}
          {text('endTime', t('form.endTime'), 'time')}
          {select('typeId', t('form.type'), typeOptions)}
          {select('priorityId', t('form.priority'), priorityOptions)}
        </SimpleGrid>
        {(!types.data || !priorities.data) && !types.refreshing && !priorities.refreshing && (
          <Text fontSize="sm" color="fg.muted">
            {t('form.listsOffline')}
          </Text>
        )}
        <Field.Root readOnly>
          <Field.Label>{t('form.points')}</Field.Label>
          <Input readOnly value={points.toFixed(1)} data-testid="edit-points" />
        </Field.Root>
        {problem !== null && (
          <Alert.Root status="warning" data-testid="edit-problem">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="2">
          <Button type="submit" minH="44px" loading={isSubmitting} loadingText={t('form.save')} data-testid="edit-save">
            {t('form.save')}
          </Button>
          <Button variant="outline" minH="44px" onClick={onCancel} data-testid="edit-cancel">
            {t('form.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
