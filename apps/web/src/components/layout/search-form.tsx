import { paths } from '#web/config/paths.ts';

type SearchFormProps = {
  defaultValue?: string;
  /** header: compact, on navy; menu: full width, on navy; page: large, on parchment. */
  variant: 'header' | 'menu' | 'page';
  /** Distinguishes the input ids when several forms are on one page. */
  id?: string;
};

function SearchIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

// Landmarks on one page need distinct names.
const LANDMARK = { header: 'Site', menu: 'Site menu', page: 'Search page' } as const;

const STYLES = {
  // Collapsed to its icon beside the navigation; opens over it while anything in the form has focus,
  // so that Tab to the button leaves the words in view. The button shows itself when focused.
  header: {
    form: 'group relative h-10 w-10',
    input:
      'peer absolute top-0 right-0 z-10 h-10 w-10 cursor-pointer rounded-sm border border-gold/50 bg-navy pr-2 pl-9 text-[0.95rem] text-parchment placeholder:text-transparent transition-[width,border-color] duration-200 hover:border-gold focus:w-64 focus:cursor-text focus:border-gold focus:placeholder:text-parchment/70 focus:outline-none group-focus-within:w-64 group-focus-within:cursor-text group-focus-within:border-gold',
    icon: 'pointer-events-none absolute top-1/2 left-2.5 z-20 h-4.5 w-4.5 -translate-y-1/2 text-gold peer-focus:-left-[12.875rem] group-focus-within:-left-[12.875rem]',
    button:
      'sr-only focus:not-sr-only focus:absolute focus:top-12 focus:right-0 focus:z-20 focus:rounded-sm focus:bg-gold focus:px-4 focus:py-1.5 focus:text-sm focus:font-semibold focus:text-navy-deep',
  },
  menu: {
    form: 'relative flex gap-2',
    input:
      'h-12 min-w-0 flex-1 rounded-sm border border-gold/60 bg-navy-deep/70 pr-3 pl-11 text-lg text-parchment placeholder:text-parchment/70 focus:border-gold',
    icon: 'pointer-events-none absolute top-1/2 left-3.5 h-5 w-5 -translate-y-1/2 text-gold',
    button: 'btn-gold px-5',
  },
  page: {
    form: 'relative flex flex-col gap-3 sm:flex-row',
    input: 'field-input h-14 min-w-0 flex-1 pl-12 text-lg',
    icon: 'pointer-events-none absolute top-7 left-4 h-5 w-5 -translate-y-1/2 text-gold-deep',
    button: 'btn-primary h-14 px-8',
  },
} as const;

/** The site search box: a plain GET form to /search. */
export function SearchForm({ defaultValue = '', variant, id = `search-${variant}` }: SearchFormProps) {
  const style = STYLES[variant];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role="search" is the landmark every browser and reader knows; <search> is too new for the phones we serve
    <form
      method="get"
      action={paths.search.to()}
      role="search"
      aria-label={LANDMARK[variant]}
      className={style.form}
    >
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={200}
        defaultValue={defaultValue}
        placeholder={variant === 'page' ? 'Search news, events, materials, episodes' : 'Search'}
        enterKeyHint="search"
        className={style.input}
      />
      {/* After the input: the header's icon follows the input as it opens (peer-focus). */}
      <SearchIcon className={style.icon} />
      <button type="submit" className={style.button}>
        Search
      </button>
    </form>
  );
}
