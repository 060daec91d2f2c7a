import { Box, Button, HStack, IconButton, Stack } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Italic, List, ListOrdered, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_TASKS_NS } from '../i18n/namespace';

export interface ReportEditorProps {
  initial: string;
  onSave: (html: string) => Promise<void>;
}

/** The rich-text report (spec 02 §2.4), its own chunk: TipTap loads only when an ongoing task's page opens. */
export default function ReportEditor({ initial, onSave }: ReportEditorProps) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, link: false })],
    content: initial,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': t('report.editorLabel'), role: 'textbox', 'aria-multiline': 'true', 'data-testid': 'report-editor' },
    },
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ bold: e.isActive('bold'), italic: e.isActive('italic'), bullet: e.isActive('bulletList'), ordered: e.isActive('orderedList') }),
  });
  const tools = [
    { key: 'bold', icon: <Bold />, label: t('report.bold'), active: marks.bold, run: () => editor.chain().focus().toggleBold().run() },
    { key: 'italic', icon: <Italic />, label: t('report.italic'), active: marks.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { key: 'bullet', icon: <List />, label: t('report.bulletList'), active: marks.bullet, run: () => editor.chain().focus().toggleBulletList().run() },
    { key: 'ordered', icon: <ListOrdered />, label: t('report.orderedList'), active: marks.ordered, run: () => editor.chain().focus().toggleOrderedList().run() },
  ];

  const save = async () => {
    if (editor.isEmpty || editor.getText().trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setSaving(true);
    try {
      await onSave(editor.getHTML());
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="2">
      <HStack gap="1" role="toolbar" aria-label={t('report.heading')}>
        {tools.map((tool) => (
          <IconButton key={tool.key} size="sm" minW="40px" minH="40px" variant={tool.active ? 'solid' : 'outline'} aria-label={tool.label} aria-pressed={tool.active} onClick={tool.run}>
            {tool.icon}
          </IconButton>
        ))}
      </HStack>
      <Box
        borderWidth="1px"
        borderColor={missing ? 'border.error' : 'border'}
        rounded="md"
        p="2"
        minH="140px"
        css={{ '& .tiptap': { minHeight: '120px', outline: 'none' }, '& ul': { paddingLeft: '1.5em', listStyle: 'disc' }, '& ol': { paddingLeft: '1.5em', listStyle: 'decimal' } }}
      >
        <EditorContent editor={editor} />
      </Box>
      {missing && (
        <Box color="fg.error" fontSize="sm" role="alert" data-testid="report-required">
          {t('report.required')}
        </Box>
      )}
      <Button alignSelf="start" minH="44px" loading={saving} loadingText={t('report.save')} onClick={() => void save()} data-testid="report-save">
        <Save aria-hidden />
        {t('report.save')}
      </Button>
    </Stack>
  );
}
