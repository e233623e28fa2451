import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Input, Modal, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './rich-text.module.css';

export interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** The field's name, for the editable area's accessible name. */
  label?: string;
}

/** What the editor produces when nothing is written (sent as empty, so "required" applies). */
const EMPTY = '<p></p>';

interface ToolProps {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ label, icon, active, disabled, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active ?? false}
        disabled={disabled ?? false}
        onClick={onClick}
        // keep the editor's selection: the button acts on it
        onMouseDown={(event) => event.preventDefault()}
      />
    </Tooltip>
  );
}

function TextTool({ label, text, active, onClick }: Omit<ToolProps, 'icon'> & { text: string }) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        aria-label={label}
        aria-pressed={active ?? false}
        onClick={onClick}
        onMouseDown={(event) => event.preventDefault()}
      >
        {text}
      </Button>
    </Tooltip>
  );
}

function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label={t('documents.editor.toolbar')} className={styles.toolbar}>
      <Tool
        label={t('documents.editor.bold')}
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => run().toggleBold().run()}
      />
      <Tool
        label={t('documents.editor.italic')}
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => run().toggleItalic().run()}
      />
      <Tool
        label={t('documents.editor.underline')}
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => run().toggleUnderline().run()}
      />
      <Divider type="vertical" />
      <TextTool
        label={t('documents.editor.heading2')}
        text="H2"
        active={state.h2}
        onClick={() => run().toggleHeading({ level: 2 }).run()}
      />
      <TextTool
        label={t('documents.editor.heading3')}
        text="H3"
        active={state.h3}
        onClick={() => run().toggleHeading({ level: 3 }).run()}
      />
      <Tool
        label={t('documents.editor.bulletList')}
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => run().toggleBulletList().run()}
      />
      <Tool
        label={t('documents.editor.orderedList')}
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => run().toggleOrderedList().run()}
      />
      <TextTool
        label={t('documents.editor.quote')}
        text="❝"
        active={state.quote}
        onClick={() => run().toggleBlockquote().run()}
      />
      <Tool label={t('documents.editor.link')} icon={<LinkOutlined />} active={state.link} onClick={onLink} />
      <Divider type="vertical" />
      <Tool
        label={t('documents.editor.undo')}
        icon={<UndoOutlined />}
        disabled={!state.canUndo}
        onClick={() => run().undo().run()}
      />
      <Tool
        label={t('documents.editor.redo')}
        icon={<RedoOutlined />}
        disabled={!state.canRedo}
        onClick={() => run().redo().run()}
      />
    </div>
  );
}

/** Links the server keeps (http, https, mailto); a bare address is taken as https. */
function normaliseLink(text: string): string {
  const href = text.trim();
  if (href === '' || /^(https?:\/\/|mailto:)/i.test(href)) return href;
  return /^[a-z][a-z0-9+.-]*:/i.test(href) ? '' : `https://${href}`;
}

/**
 * The documents' rich-text editor (TipTap): paragraphs, headings, bold, italic, underline,
 * lists, quotes and links, with undo and redo. Its HTML is what the server sanitises and stores;
 * the toolbar is a labelled toolbar of buttons reachable with Tab, and TipTap's own shortcuts
 * (Ctrl+B, Ctrl+I, Ctrl+Z…) work in the text. Loaded on its own, when a form first shows it.
 */
export default function RichTextEditor({ id, value, onChange, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [linking, setLinking] = useState<string | undefined>();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        class: styles.content!,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-label': label } : {}),
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(html === EMPTY ? '' : html);
    },
  });

  // A value set from outside (the record loaded into the form, a reset) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    const next = value ?? '';
    if (next !== current && !(next === '' && current === EMPTY))
      editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  const openLink = () => setLinking((editor?.getAttributes('link').href as string | undefined) ?? '');
  const applyLink = () => {
    if (!editor) return;
    const href = normaliseLink(linking ?? '');
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href === '') chain.unsetLink().run();
    else chain.setLink({ href, target: '_blank' }).run();
    setLinking(undefined);
  };

  return (
    <div className={styles.editor}>
      {editor ? <Toolbar editor={editor} onLink={openLink} /> : null}
      <EditorContent editor={editor} />
      <Modal
        open={linking !== undefined}
        title={t('documents.editor.link')}
        okText={t('engine.confirm')}
        cancelText={t('engine.cancel')}
        onOk={applyLink}
        onCancel={() => setLinking(undefined)}
        destroyOnHidden
      >
        <Input
          autoFocus
          aria-label={t('documents.editor.linkAddress')}
          placeholder="https://"
          value={linking}
          onChange={(event) => setLinking(event.target.value)}
          onPressEnter={applyLink}
        />
        <div className={styles.hint}>{t('documents.editor.linkHint')}</div>
      </Modal>
    </div>
  );
}
