import { Button, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { filterDayOf, formDayOf, parseFormDay } from '../../../lib/form-day';
import { DayInput } from '../../../ui/day-input';
import { NOTIFICATIONS_NS } from '../i18n/namespace';
import { NO_FILTERS, type NotificationFilters } from '../query';

// The inputs hold days as typed (DD-MM-YYYY); the URL and the server take YYYY-MM-DD.
function searchSchema(dateFormat: string, dateOrder: string) {
  const day = z.string().refine((value) => value.trim() === '' || parseFormDay(value) !== null, dateFormat);
  return z
    .object({ title: z.string().max(200), description: z.string().max(200), from: day, to: day })
    .transform((v) => ({ ...v, from: filterDayOf(v.from), to: filterDayOf(v.to) }))
    .refine((v) => !v.from || !v.to || v.from <= v.to, { message: dateOrder, path: ['to'] });
}

const typedDays = (filters: NotificationFilters): NotificationFilters => ({ ...filters, from: formDayOf(filters.from), to: formDayOf(filters.to) });

/** Title, description and creation days: what GET /api/sns/my-notifications/ can filter on. */
export function NotificationSearch({ initial, onSearch }: { initial: NotificationFilters; onSearch: (filters: NotificationFilters) => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { t: tShell } = useTranslation();
  const form = useForm<NotificationFilters, unknown, NotificationFilters>({
    defaultValues: typedDays(initial),
    resolver: zodResolver(searchSchema(t('search.dateFormat'), t('search.dateOrder'))),
  });
  const { errors } = form.formState;
  const fields = [
    { name: 'title', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'from', type: 'date' },
    { name: 'to', type: 'date' },
  ] as const;

  return (
    <form role="search" aria-label={t('title')} data-testid="notifications-search" onSubmit={(e) => void form.handleSubmit(onSearch)(e)}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2">
        {fields.map(({ name, type }) => (
          <Field.Root key={name} invalid={errors[name] !== undefined}>
            <Field.Label fontSize="sm">{t(`search.${name}`)}</Field.Label>
            {type === 'date' ? (
              <DayInput enterKeyHint="search" {...form.register(name)} />
            ) : (
              <Input type={type} autoComplete="off" enterKeyHint="search" maxLength={200} {...form.register(name)} />
            )}
            <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack gap="2" mt="2">
        <Button type="submit" minH="44px">
          <Search aria-hidden />
          {tShell('offlineList.search')}
        </Button>
        <Button
          type="button"
          variant="outline"
          minH="44px"
          onClick={() => {
            form.reset(NO_FILTERS);
            onSearch(NO_FILTERS);
          }}
        >
          <X aria-hidden />
          {tShell('offlineList.clear')}
        </Button>
      </HStack>
    </form>
  );
}
