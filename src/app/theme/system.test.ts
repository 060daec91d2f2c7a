import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from './system';

// Chakra components that take their styles from a recipe, with the recipe's key. A component missing
// from the system's recipes renders unstyled without any error, so every import is checked here.
const RECIPE_OF: Readonly<Record<string, string>> = {
  Accordion: 'accordion',
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Blockquote: 'blockquote',
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CheckboxCard: 'checkboxCard',
  Checkmark: 'checkmark',
  CloseButton: 'button',
  Code: 'code',
  Collapsible: 'collapsible',
  Combobox: 'combobox',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Editable: 'editable',
  EmptyState: 'emptyState',
  Field: 'field',
  Fieldset: 'fieldset',
  FileUpload: 'fileUpload',
  Heading: 'heading',
  HoverCard: 'hoverCard',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  InputAddon: 'inputAddon',
  InputGroup: 'inputAddon',
  Kbd: 'kbd',
  Link: 'link',
  List: 'list',
  Mark: 'mark',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  NumberInput: 'numberInput',
  Pagination: 'pagination',
  PinInput: 'pinInput',
  Popover: 'popover',
  Progress: 'progress',
  ProgressCircle: 'progressCircle',
  RadioCard: 'radioCard',
  RadioGroup: 'radioGroup',
  Radiomark: 'radiomark',
  RatingGroup: 'ratingGroup',
  SegmentGroup: 'segmentGroup',
  Select: 'select',
  Separator: 'separator',
  Skeleton: 'skeleton',
  Slider: 'slider',
  Spinner: 'spinner',
  Stat: 'stat',
  Status: 'status',
  Steps: 'steps',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  Textarea: 'textarea',
  Timeline: 'timeline',
  Toast: 'toast',
  Toaster: 'toast',
  Tooltip: 'tooltip',
};

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '/bench/pages/*.tsx', '!/src/**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

function chakraImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  return names;
}

describe('the Chakra system', () => {
  it("has the recipe of every component imported from '@chakra-ui/react'", () => {
    // The glob found the app's files (a wrong pattern would make this test pass on nothing).
    expect(Object.values(sources).filter((source) => chakraImports(source).includes('Button')).length).toBeGreaterThan(20);
    const known = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const missing = Object.entries(sources).flatMap(([file, source]) =>
      chakraImports(source)
        .filter((name) => RECIPE_OF[name] !== undefined && !known.has(RECIPE_OF[name]))
        .map((name) => `${file}: ${name} needs the '${RECIPE_OF[name]}' recipe in src/app/theme/system.ts`),
    );
    expect(missing).toEqual([]);
  });
});
