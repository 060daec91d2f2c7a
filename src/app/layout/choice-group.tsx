import { HStack, RadioGroup } from '@chakra-ui/react';

interface ChoiceGroupProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A labelled radio group whose options are full 44 px touch targets. */
export function ChoiceGroup<T extends string>({ label, value, options, onChange }: ChoiceGroupProps<T>) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => {
        const next = options.find((o) => o.value === details.value);
        if (next) onChange(next.value);
      }}
    >
      <RadioGroup.Label fontWeight="semibold" mb="1" display="block">
        {label}
      </RadioGroup.Label>
      <HStack gap="4" wrap="wrap">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} minH="44px">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
