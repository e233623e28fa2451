import { CloseOutlined } from '@ant-design/icons';
import { Dropdown, theme, type MenuProps } from 'antd';
import { useEffect, useMemo, useRef, type CSSProperties, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { affixRoutes, type AppRoute } from '@/app/routes/route-table';
import { useSession } from '@/app/routes/session-context';
import { appStore } from '@/app/stores/app-store';
import {
  closeAllViews,
  closeView,
  refreshTarget,
  tagOf,
  targetAfterClose,
  targetAfterCloseAll,
  targetAfterCloseOthers,
  type VisitedView,
} from './tags-rules';
import { tagsActions, tagsStore } from './tags-store';
import styles from './tags-view.module.css';

function affixView(route: AppRoute): VisitedView {
  return { path: route.path, fullPath: route.path, name: route.name, title: route.title, affix: true };
}

/** SPEC §2 tags view of visited pages, with vue-element-admin's context menu and rules. */
export function TagsView() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { routes } = useSession();
  const views = tagsStore.useSelect((s) => s.views);
  const current = appStore.useSelect((s) => s.current);
  const activeRef = useRef<HTMLSpanElement>(null);
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const activePath = current ? tagOf(current.route, current.pathname).path : '';

  const affix = useMemo(() => affixRoutes(routes).map(affixView), [routes]);
  useEffect(() => tagsActions.ensureAffix(affix), [affix]);
  // Keyed by the location, not the page object: a route table rebuilt for another application
  // re-publishes the same page, which must not reopen a tab that was just closed.
  const currentKey = current && !current.route.noTag ? `${current.pathname}${current.search}` : null;
  useEffect(() => {
    const page = appStore.get().current;
    if (!currentKey || !page) return;
    tagsActions.add({
      ...tagOf(page.route, page.pathname),
      fullPath: `${page.pathname}${page.search}`,
      affix: page.route.affix && page.route.path === page.pathname,
    });
  }, [currentKey]);
  // Scrolled into view with the next frame, when the browser lays the page out anyway: in the
  // effect it forced a layout of the half-built page during the first load (~150 ms at 4x CPU
  // slowdown, issue 12).
  useEffect(() => {
    const frame = requestAnimationFrame(() =>
      activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [activePath, views.length]);

  const go = (target: string | null) => {
    if (target) navigate(target);
  };
  const close = (view: VisitedView) => {
    if (view.affix) return;
    const remaining = closeView(views, view);
    tagsActions.close(view);
    go(targetAfterClose(remaining, view, activePath));
  };
  const closeOthers = (view: VisitedView) => {
    go(targetAfterCloseOthers(view, activePath));
    tagsActions.closeOthers(view);
  };
  const closeAll = () => {
    const remaining = closeAllViews(views);
    tagsActions.closeAll();
    go(
      targetAfterCloseAll(
        remaining,
        views.find((v) => v.path === activePath),
      ),
    );
  };
  const refresh = (view: VisitedView) => navigate(refreshTarget(view), { replace: true });

  const menuFor = (view: VisitedView): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tags.refresh') },
      ...(view.affix ? [] : [{ key: 'close', label: t('tags.close') }]),
      { key: 'closeOthers', label: t('tags.closeOthers') },
      { key: 'closeAll', label: t('tags.closeAll') },
    ],
    onClick: ({ key }) => {
      if (key === 'refresh') refresh(view);
      else if (key === 'close') close(view);
      else if (key === 'closeOthers') closeOthers(view);
      else closeAll();
    },
  });

  const onAuxClick = (view: VisitedView) => (event: MouseEvent) => {
    if (event.button !== 1) return;
    event.preventDefault();
    close(view);
  };

  const base: CSSProperties = {
    borderColor: token.colorBorderSecondary,
    color: token.colorText,
    background: token.colorBgContainer,
  };
  const active: CSSProperties = {
    borderColor: token.colorPrimary,
    color: token.colorTextLightSolid,
    background: token.colorPrimary,
  };

  return (
    <nav
      aria-label={t('tags.label')}
      className={styles.tags}
      style={{ borderTopColor: token.colorBorderSecondary }}
    >
      <div className={styles.scroller}>
        {views.map((view) => {
          const isActive = view.path === activePath;
          const title = view.title[lang];
          return (
            <Dropdown key={view.path} trigger={['contextMenu']} menu={menuFor(view)}>
              <span
                ref={isActive ? activeRef : undefined}
                className={styles.tag}
                style={isActive ? active : base}
              >
                {isActive && <span className={styles.dot} aria-hidden="true" />}
                <Link
                  to={view.fullPath}
                  className={styles.link}
                  aria-current={isActive ? 'page' : undefined}
                  onAuxClick={onAuxClick(view)}
                >
                  {title}
                </Link>
                {!view.affix && (
                  <button
                    type="button"
                    className={styles.close}
                    aria-label={t('tags.closeTag', { title })}
                    onClick={() => close(view)}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </span>
            </Dropdown>
          );
        })}
      </div>
    </nav>
  );
}
