import pageStyles from './page.module.css';
import { SearchBox } from './search-box';

type Props = {
  search: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  /** e.g. "12 users"; hidden until the list has loaded */
  total: string | null;
};

/** The search box and record count above a back-office list. */
export function ListToolbar({ search, onSearch, label, placeholder, clearLabel, total }: Props) {
  return (
    <div className={pageStyles.toolbar}>
      <div className={pageStyles.grow}>
        <SearchBox
          value={search}
          onChange={onSearch}
          label={label}
          placeholder={placeholder}
          clearLabel={clearLabel}
        />
      </div>
      {total ? <span className={pageStyles.muted}>{total}</span> : null}
    </div>
  );
}
