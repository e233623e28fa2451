import { SearchOutlined } from '@ant-design/icons';
import type { Language } from '@console/contract/constants';
import { Button, Select, Tooltip, type RefSelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/app/routes/session-context';
import styles from './header-search.module.css';
import { createMenuSearch, menuSearchEntries, type PinyinMatcher } from './menu-search';

/** A key typed here belongs to the field, not to the page's shortcuts. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * The pinyin matcher for Chinese titles, loaded the first time the search opens in Chinese
 * (its dictionary stays out of every route's bundle).
 */
function usePinyinMatcher(wanted: boolean): PinyinMatcher | undefined {
  const [matcher, setMatcher] = useState<PinyinMatcher>();
  useEffect(() => {
    if (!wanted || matcher) return;
    let live = true;
    void import('pinyin-match').then((module) => {
      if (live) setMatcher(() => module.default.match);
    });
    return () => {
      live = false;
    };
  }, [wanted, matcher]);
  return matcher;
}

/**
 * SPEC §2 header search over the menu titles of the current application and language. The
 * magnifier (or `/`) opens a search box; arrows and Enter pick a page; Escape or leaving the
 * box closes it.
 */
export default function HeaderSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { menuTree } = useSession();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const entries = useMemo(() => menuSearchEntries(menuTree, lang), [menuTree, lang]);
  const [open, setOpen] = useState(false);
  const pinyin = usePinyinMatcher(open && lang === 'zh');
  const search = useMemo(() => createMenuSearch(entries, pinyin), [entries, pinyin]);

  const [query, setQuery] = useState('');
  const selectRef = useRef<RefSelectProps>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const results = useMemo(() => search(query), [search, query]);

  useEffect(() => {
    if (open) selectRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isEditable(event.target)) return;
      event.preventDefault();
      setOpen(true);
      selectRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) buttonRef.current?.focus();
  };

  const choose = (path: string) => {
    const entry = entries.find((candidate) => candidate.path === path);
    close(false);
    if (!entry) return;
    if (entry.external) window.open(entry.path, '_blank', 'noopener,noreferrer');
    else navigate(entry.path);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(true);
  };

  const label = t('headerSearch.label');
  return (
    <div role="search" className={styles.search}>
      <Tooltip title={open ? undefined : t('headerSearch.open')}>
        <Button
          ref={buttonRef}
          type="text"
          icon={<SearchOutlined />}
          aria-label={t('headerSearch.button')}
          aria-keyshortcuts="/"
          aria-expanded={open}
          onClick={() => (open ? close(false) : setOpen(true))}
        />
      </Tooltip>
      {open && (
        <Select<string>
          ref={selectRef}
          className={styles.select}
          aria-label={label}
          placeholder={t('headerSearch.placeholder')}
          value={null}
          showSearch={{ filterOption: false, searchValue: query, onSearch: setQuery }}
          suffixIcon={null}
          options={results.map((entry) => ({ value: entry.path, label: entry.label }))}
          notFoundContent={query.trim() ? t('headerSearch.noResults') : null}
          popupMatchSelectWidth={360}
          onChange={choose}
          onBlur={() => close(false)}
          onKeyDown={onKeyDown}
        />
      )}
    </div>
  );
}
