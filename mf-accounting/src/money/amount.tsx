import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useMoney } from './use-money';

const useStyles = makeStyles({
  // An amount never wraps mid-number, and its sign and digits keep their order in a right-to-left line (issue 28.1).
  amount: { whiteSpace: 'nowrap', unicodeBidi: 'isolate' },
  in: { color: tokens.colorPaletteGreenForeground1 },
});

/** Halalas as SAR on one line, isolated from the text around it; `signed` marks incoming money (+, green). */
export function Amount({ halalas, signed = false }: { halalas: number; signed?: boolean }) {
  const styles = useStyles();
  const money = useMoney();
  return (
    <bdi className={mergeClasses(styles.amount, signed && halalas > 0 && styles.in)} data-amount={halalas}>
      {money(halalas, signed)}
    </bdi>
  );
}
