import { Alert, Button, Checkbox, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eraser, Save } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TaskPriority, TaskType } from '../../../contract/member-tasks';
import type { MemberGroup } from '../../../contract/task-creator';
import { TASK_CREATE_NS } from '../i18n/namespace';
import { DEFAULT_END_TIME, DEFAULT_START_TIME } from '../task-dates';
import {
  createTaskFormSchema,
  MAX_TASK_DESCRIPTION_CHARS,
  MAX_TASK_NAME_CHARS,
  type TaskFormContext,
  type TaskFormOutput,
  type TaskFormValues,
  type Translate,
} from '../task-form-schema';
import { ChoiceField } from './choice-field';
import { DateTimeFields } from './date-time-fields';
import { MemberPicker } from './member-picker';

interface TaskFormProps {
  defaults: TaskFormValues;
  /** What a cleared form goes back to (a sub-task keeps its parent's dates). */
  blank: TaskFormValues;
  context: TaskFormContext;
  types: readonly TaskType[];
  priorities: readonly TaskPriority[];
  groups: readonly MemberGroup[];
  online: boolean;
  /** The task was created: the form only waits for the page to leave. */
  done: boolean;
  onSubmit: (values: TaskFormOutput) => Promise<void>;
  /** Every change, for the draft. */
  onChange: (values: TaskFormValues) => void;
  /** A submit failed validation (the page scrolls to its top). */
  onInvalid: () => void;
}

/** Spec 01 §5 "Points default 0.0": shown with one decimal. */
const showPoints = (points: number) => points.toFixed(1);

/** The create form (spec 01 'Task creation', §5): the task's fields, its members and the QR option. */
export function TaskForm({ defaults, blank, context, types, priorities, groups, online, done, onSubmit, onChange, onInvalid }: TaskFormProps) {
  const { t } = useTranslation(TASK_CREATE_NS);
  const schema = useMemo(() => createTaskFormSchema(t as Translate, context), [t, context]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TaskFormValues, unknown, TaskFormOutput>({ resolver: zodResolver(schema), defaultValues: defaults, shouldFocusError: false });
  const typeId = useWatch({ control, name: 'task_type_id' });
  const description = useWatch({ control, name: 'description' });
  const points = types.find((type) => String(type.id) === typeId)?.points ?? 0;
  const invalid = submitCount > 0 && Object.keys(errors).length > 0;

  useEffect(() => {
    return subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) });
  }, [subscribe, onChange]);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)} data-testid="task-create-form">
      <Stack gap="4">
        {invalid && (
          <Alert.Root status="error" data-testid="task-form-invalid">
            <Alert.Indicator />
            <Alert.Title>{t('validation.summary')}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>{t('fields.name')}</Field.Label>
          <Input autoComplete="off" maxLength={MAX_TASK_NAME_CHARS} {...register('name')} />
          <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.description)} required>
          <Field.Label>{t('fields.description')}</Field.Label>
          <Textarea rows={4} {...register('description')} />
          <Field.HelperText>{t('count', { count: description.length, max: MAX_TASK_DESCRIPTION_CHARS })}</Field.HelperText>
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <DateTimeFields which="start" register={register} errors={errors} offsetHours={context.offsetHours} defaultTime={DEFAULT_START_TIME} />
          <DateTimeFields which="end" register={register} errors={errors} offsetHours={context.offsetHours} defaultTime={DEFAULT_END_TIME} />
          <ChoiceField
            label={t('fields.taskType')}
            placeholder={t('choose')}
            noOptions={t('noOptions')}
            options={types}
            field={register('task_type_id')}
            error={errors.task_type_id?.message}
            testId="task-type"
          />
          <Field.Root readOnly>
            <Field.Label>{t('fields.points')}</Field.Label>
            <Input readOnly value={showPoints(points)} data-testid="task-points" />
            <Field.HelperText>{t('pointsHint')}</Field.HelperText>
          </Field.Root>
          <ChoiceField
            label={t('fields.priority')}
            placeholder={t('choose')}
            noOptions={t('noOptions')}
            options={priorities}
            field={register('task_priority_id')}
            error={errors.task_priority_id?.message}
            testId="task-priority"
          />
          <Controller
            control={control}
            name="is_qrcode"
            render={({ field }) => (
              <Field.Root>
                <Checkbox.Root checked={field.value} onCheckedChange={(details) => field.onChange(details.checked === true)} minH="44px" data-testid="task-qr">
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('fields.qr')}</Checkbox.Label>
                </Checkbox.Root>
                <Field.HelperText>{t('fields.qrHint')}</Field.HelperText>
              </Field.Root>
            )}
          />
        </SimpleGrid>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="semibold" mb="2">
            {t('fields.members')}
          </Text>
          <Controller control={control} name="members" render={({ field }) => <MemberPicker value={field.value} onChange={field.onChange} groups={groups} online={online} />} />
        </Stack>
        {!online && (
          <Alert.Root status="warning" data-testid="task-create-offline">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('offline')}</Alert.Title>
              <Alert.Description>{t('draftKept')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" minH="44px" disabled={!online || done} loading={isSubmitting} loadingText={t('submit')} data-testid="task-create-submit">
            <Save aria-hidden />
            {t('submit')}
          </Button>
          <Button
            type="button"
            variant="outline"
            minH="44px"
            disabled={done}
            onClick={() => {
              reset(blank);
              onChange(blank);
            }}
          >
            <Eraser aria-hidden />
            {t('clear')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
