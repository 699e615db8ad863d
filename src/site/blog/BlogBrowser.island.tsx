/**
 * The blog list of the home page (spec 01 §2 Blog): category filter, the
 * featured card, the grid, Load More Articles and the article dialog.
 *
 * Server first: the category buttons are submit buttons of a GET form
 * (/?category=compliance#blog), so the server renders the filtered list with
 * the pressed button; Load More Articles is a link to the list with every
 * article (/?articles=all#blog, keeping the category); each Read More is a
 * link to the article's own page (/blog/{id}). Everything works before and
 * without JavaScript, and the island starts from the server's choice.
 * Once hydrated, the filter works in place (the address follows, so a reload
 * or a shared link keeps it), the list pages three more at a time and Read
 * More opens the dialog instead. A filter pressed before hydration is replayed
 * by the loader. An article's body is fetched from its own page on first use,
 * so the island holds no article text and no Markdown renderer.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { BlogCategory } from '../../content/types';
import type { JsonValue } from '../../lib/json';
import { goToSection } from '../../layout/scroll';
import { Dialog, DialogButtons, useDialog, type DialogHandle } from '../../ui/Dialog';
import { WholeWords } from '../../ui/WholeWords';
import { ArticleByline, ArticleImage, CardCover } from './article-header';
import {
  ALL_CATEGORIES,
  articlePath,
  blogCountMessage,
  blogQuery,
  categoryFilters,
  categorySlug,
  INITIAL_VISIBLE_POSTS,
  layoutPosts,
  LOAD_MORE_STEP,
  type CategoryFilter,
} from './post-list';

export type BlogCard = {
  [key: string]: JsonValue;
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  image: string;
  imageAlt: string;
  /** An uploaded cover's variants ('' for a site file) and its size (800 × 450 for a site file). */
  imageSrcSet: string;
  imageWidth: number;
  imageHeight: number;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  /** en-GB long form, e.g. "15 December 2024" */
  dateLabel: string;
  readTime: string;
  featured: boolean;
};

type BlogBrowserProps = {
  [key: string]: JsonValue;
  posts: BlogCard[];
  /** How many cards the server rendered: the first page, or all of them after a no-JavaScript Load More. */
  initialVisible: number;
  /** The category the server filtered by (from ?category=), All when none. */
  category: CategoryFilter;
};

/** The home page's blog section with that choice: where the filter form and Load More lead before the island runs. */
const BLOG_ACTION = '/#blog';
const blogHref = (category: CategoryFilter, allArticles: boolean) => `/${blogQuery(category, allArticles)}#blog`;

/**
 * The current address with the category choice in its query (paging restarts, other fields and the anchor stay).
 * When the home page came back from a plain form post (its address is then the endpoint's), the home page's own.
 */
function addressFor(category: CategoryFilter): string {
  const here = new URL(window.location.href);
  const url = here.pathname === '/' ? here : new URL(BLOG_ACTION, here);
  url.searchParams.delete('articles');
  if (category === ALL_CATEGORIES) url.searchParams.delete('category');
  else url.searchParams.set('category', categorySlug(category));
  return `${url.pathname}${url.search}${url.hash}`;
}

const bodies = new Map<string, Promise<Node[]>>();
/**
 * An article's body as its own page renders it (the one safe Markdown renderer, on the server; the page is
 * usually in the page cache), fetched once when a visitor first reaches for it. Its headings move one level down
 * under the dialog's title.
 */
function loadBody(id: string): Promise<Node[]> {
  let body = bodies.get(id);
  if (!body) {
    body = fetch(articlePath(id), { headers: { accept: 'text/html' } })
      .then((response) => {
        if (!response.ok) throw new Error(`article ${response.status}`);
        return response.text();
      })
      .then((html) => {
        const source = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-article-body]');
        if (!source) throw new Error('article body missing');
        for (const heading of source.querySelectorAll('h2, h3, h4')) {
          const lower = document.createElement(`h${Number(heading.tagName.slice(1)) + 1}`);
          while (heading.firstChild) lower.appendChild(heading.firstChild);
          heading.replaceWith(lower);
        }
        return [...source.childNodes].map((node) => document.importNode(node, true));
      });
    body.catch(() => bodies.delete(id));
    bodies.set(id, body);
  }
  return body;
}

function opensInNewContext(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

function Meta({ post }: { post: BlogCard }) {
  return (
    <p className="text-sm text-muted">
      <time dateTime={post.date}>{post.dateLabel}</time>
      <span aria-hidden="true"> · </span>
      <span>{post.readTime}</span>
    </p>
  );
}

interface CardProps {
  post: BlogCard;
  large?: boolean;
  enhanced: boolean;
  onRead: (event: MouseEvent<HTMLAnchorElement>, post: BlogCard) => void;
  readLink: (node: HTMLAnchorElement | null) => void;
}

function ArticleCard({ post, large = false, enhanced, onRead, readLink }: CardProps) {
  return (
    <article
      className={`card flex w-full flex-col overflow-hidden p-0 ${large ? 'lg:grid lg:grid-cols-2' : ''}`}
      data-post={post.id}
      aria-labelledby={`post-${post.id}-title`}
    >
      <CardCover post={post} className={`h-auto w-full bg-brand-50 object-cover ${large ? 'lg:h-full' : ''}`} />
      <div className={`flex flex-1 flex-col ${large ? 'p-6 sm:p-10 lg:justify-center' : 'p-6'}`}>
        <p className="flex flex-wrap gap-2">
          <span className="badge bg-brand-50 text-brand-800">{post.category}</span>
          {post.featured ? <span className="badge">Featured</span> : null}
        </p>
        <h3
          id={`post-${post.id}-title`}
          className={`line-clamp-2 mt-4 font-display font-bold text-ink ${large ? 'text-2xl sm:text-3xl' : 'text-xl'}`}
        >
          <WholeWords text={post.title} />
        </h3>
        <p className={`line-clamp-3 mt-3 leading-relaxed text-muted ${large ? 'text-lg' : ''}`}>
          <WholeWords text={post.excerpt} />
        </p>
        {/* Pushed to the card's foot, so the dates and buttons of a row line up; the button starts where the title does. */}
        <div className="mt-auto flex flex-col items-start gap-4 pt-5">
          <Meta post={post} />
          <a
            ref={readLink}
            href={articlePath(post.id)}
            className={large ? 'btn-primary' : 'btn-outline'}
            aria-haspopup={enhanced ? 'dialog' : undefined}
            onClick={(event) => onRead(event, post)}
            onPointerEnter={enhanced ? () => void loadBody(post.id).catch(() => undefined) : undefined}
            onFocus={enhanced ? () => void loadBody(post.id).catch(() => undefined) : undefined}
          >
            Read More<span className="sr-only">: {post.title}</span>
          </a>
        </div>
      </div>
    </article>
  );
}

function ArticleDialog({
  post,
  dialog,
  onBook,
}: {
  post: BlogCard | undefined;
  dialog: DialogHandle;
  onBook: () => void;
}) {
  const { open } = dialog;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The body's nodes are placed here by hand: React keeps this element empty and never touches its children.
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !post) return;
    let current = true;
    setState('loading');
    bodyRef.current?.replaceChildren();
    loadBody(post.id).then(
      (nodes) => {
        if (!current) return;
        bodyRef.current?.replaceChildren(...nodes.map((node) => node.cloneNode(true)));
        setState('ready');
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [open, post]);

  return (
    <Dialog dialog={dialog} title={post?.title ?? 'Article'} className="max-w-3xl">
      {post ? (
        <article data-article-dialog={post.id}>
          <p className="flex flex-wrap gap-2">
            <span className="badge bg-brand-50 text-brand-800">{post.category}</span>
            {post.featured ? <span className="badge">Featured</span> : null}
          </p>
          <ArticleByline post={post} dateLabel={post.dateLabel} className="mt-3 text-sm text-muted" />
          <ArticleImage post={post} className="mt-5 h-auto w-full rounded-xl bg-brand-50" />
          <p className="mt-5 text-lg font-medium leading-relaxed text-ink">{post.excerpt}</p>
          <div className="prose" aria-busy={state === 'loading'}>
            {state === 'failed' ? (
              <p>
                The full article could not be loaded. <a href={articlePath(post.id)}>Read it on its own page</a>.
              </p>
            ) : state === 'loading' ? (
              <p className="text-muted">Loading the article…</p>
            ) : null}
            <div ref={bodyRef} />
          </div>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-6">
            <a
              href={articlePath(post.id)}
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              Open as a page
            </a>
            <DialogButtons dialog={dialog} className="flex flex-wrap gap-3">
              <button type="button" className="btn-primary" onClick={onBook}>
                Book Consultation
              </button>
            </DialogButtons>
          </div>
        </article>
      ) : null}
    </Dialog>
  );
}

export default function BlogBrowser({ posts, initialVisible, category: initialCategory }: BlogBrowserProps) {
  // The server and the first client render show the same cards (the server's filter and paging), so hydrating never moves the page.
  const [enhanced, setEnhanced] = useState(false);
  const [category, setCategory] = useState<CategoryFilter>(initialCategory);
  const [visible, setVisible] = useState(initialVisible);
  const [selected, setSelected] = useState<BlogCard | undefined>();
  const dialog = useDialog();
  // The server states the count of a filtered list too, so the first render matches it.
  const [announcement, setAnnouncement] = useState(() =>
    initialCategory === ALL_CATEGORIES
      ? ''
      : blogCountMessage(layoutPosts(posts, initialCategory, initialVisible).total, initialCategory),
  );
  const readLinks = useRef(new Map<string, HTMLAnchorElement>());
  const focusAfterRender = useRef<string | undefined>(undefined);
  const opener = useRef<HTMLAnchorElement | undefined>(undefined);

  useEffect(() => setEnhanced(true), []);

  const layout = layoutPosts(posts, category, visible);

  useEffect(() => {
    // After Load More, keyboard focus moves to the first article it revealed.
    const id = focusAfterRender.current;
    if (!id) return;
    focusAfterRender.current = undefined;
    readLinks.current.get(id)?.focus();
  }, [visible]);

  const chooseCategory = (event: MouseEvent<HTMLButtonElement>, next: CategoryFilter) => {
    // Filter in place instead of submitting the form to the server.
    event.preventDefault();
    setCategory(next);
    setVisible(INITIAL_VISIBLE_POSTS);
    const { total } = layoutPosts(posts, next, INITIAL_VISIBLE_POSTS);
    setAnnouncement(blogCountMessage(total, next));
    history.replaceState(history.state, '', addressFor(next));
  };

  const loadMore = () => {
    const next = layoutPosts(posts, category, visible + LOAD_MORE_STEP);
    focusAfterRender.current = next.grid[layout.grid.length]?.id;
    setVisible(visible + LOAD_MORE_STEP);
  };

  const read = (event: MouseEvent<HTMLAnchorElement>, post: BlogCard) => {
    if (!enhanced || opensInNewContext(event)) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setSelected(post);
    dialog.show();
  };

  const bookConsultation = () => {
    dialog.close();
    requestAnimationFrame(() => {
      opener.current?.focus({ preventScroll: true });
      goToSection('contact');
    });
  };

  const readLink = (id: string) => (node: HTMLAnchorElement | null) => {
    if (node) readLinks.current.set(id, node);
    else readLinks.current.delete(id);
  };

  return (
    <div className="mt-10">
      <form method="get" action={BLOG_ACTION}>
        <div role="group" aria-label="Filter articles by category" className="flex flex-wrap justify-center gap-2">
          {categoryFilters.map((filter) => {
            const pressed = category === filter;
            return (
              <button
                key={filter}
                type="submit"
                name="category"
                value={categorySlug(filter)}
                aria-pressed={pressed}
                onClick={(event) => chooseCategory(event, filter)}
                className={`rounded-full border-2 px-4 py-2 text-sm font-semibold transition-colors ${
                  pressed
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-stone-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800'
                }`}
              >
                {filter}
              </button>
            );
          })}
        </div>
      </form>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {layout.featured ? (
        <div className="mt-10">
          <ArticleCard
            post={layout.featured}
            large
            enhanced={enhanced}
            onRead={read}
            readLink={readLink(layout.featured.id)}
          />
        </div>
      ) : null}

      {layout.grid.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="More articles">
          {layout.grid.map((post) => (
            <li key={post.id} className="flex">
              <ArticleCard post={post} enhanced={enhanced} onRead={read} readLink={readLink(post.id)} />
            </li>
          ))}
        </ul>
      ) : null}

      {layout.remaining > 0 ? (
        <p className="mt-10 text-center">
          {enhanced ? (
            <button type="button" className="btn-outline" onClick={loadMore}>
              Load More Articles
            </button>
          ) : (
            <a href={blogHref(category, true)} className="btn-outline">
              Load More Articles
            </a>
          )}
        </p>
      ) : null}

      <ArticleDialog post={selected} dialog={dialog} onBook={bookConsultation} />
    </div>
  );
}
