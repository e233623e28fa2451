import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import type { Language } from '@console/contract/constants';
import { MAX_STREAM_GROUP_MEMBERS } from '@console/contract/resources/descriptions/terminal-streams';
import type { StreamSource } from '@console/contract/resources/terminal-streams';
import { Button, Empty, Flex, List, Select, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '@/components/secondary-text';
import { useLang } from '@/engine/use-lang';
import { useStreamSources } from '../api/get-stream-sources';
import { sourceTypeLabel } from './source-type';

const SEARCH_DELAY_MS = 300;

export function sourceLabel(source: StreamSource, lang: Language): string {
  return `${source.terminalName} (${source.account}) · ${source.name} · ${sourceTypeLabel(source.type, lang)}`;
}

/** Moves the member at `index` one place up (-1) or down (+1). */
export function moveMember(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const target = index + by;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * A group's streams in wall order: a search over the company's video sources (named by their
 * terminal) adds one, each member moves up or down or leaves.
 */
export function StreamMembers({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const found = useStreamSources(keyword ? { keyword } : {});
  const chosen = useStreamSources({ ids: value.join(',') }, value.length > 0);
  const known = useMemo(() => {
    const map = new Map<number, StreamSource>();
    for (const source of [...(found.data ?? []), ...(chosen.data ?? [])]) map.set(source.id, source);
    return map;
  }, [found.data, chosen.data]);
  const full = value.length >= MAX_STREAM_GROUP_MEMBERS;

  return (
    <Flex vertical gap={8}>
      <Select<number>
        showSearch={{ filterOption: false, onSearch: setSearch }}
        value={null}
        placeholder={t('terminalStreams.addStream')}
        aria-label={t('terminalStreams.addStream')}
        disabled={full}
        loading={found.isFetching}
        notFoundContent={found.isFetching ? null : t('terminalStreams.noSources')}
        onChange={(id) => {
          if (!value.includes(id)) onChange([...value, id]);
          setSearch('');
        }}
        options={(found.data ?? []).map((source) => ({
          value: source.id,
          label: sourceLabel(source, lang),
          disabled: value.includes(source.id),
        }))}
      />
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('terminalStreams.noMembers')} />
      ) : (
        <List
          size="small"
          bordered
          header={t('terminalStreams.members')}
          dataSource={value}
          renderItem={(id, index) => {
            const source = known.get(id);
            const name = source ? sourceLabel(source, lang) : `#${id}`;
            return (
              <List.Item
                actions={[
                  <Button
                    key="up"
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('terminalStreams.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => onChange(moveMember(value, index, -1))}
                  />,
                  <Button
                    key="down"
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('terminalStreams.moveDown', { name })}
                    disabled={index === value.length - 1}
                    onClick={() => onChange(moveMember(value, index, 1))}
                  />,
                  <Button
                    key="remove"
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('terminalStreams.removeStream', { name })}
                    onClick={() => onChange(value.filter((member) => member !== id))}
                  />,
                ]}
              >
                <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                  <SecondaryText>{index + 1}.</SecondaryText>
                  <span
                    title={name}
                    style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {name}
                  </span>
                  {source && !source.enabled && <Tag>{t('terminalStreams.sourceDisabled')}</Tag>}
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
      <SecondaryText>
        {t('terminalStreams.memberCount', { count: value.length, max: MAX_STREAM_GROUP_MEMBERS })}
      </SecondaryText>
    </Flex>
  );
}
