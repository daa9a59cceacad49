import styles from './WalletMigrationDiagram.module.css';

/**
 * The wallet's node migration, drawn as two diagrams (our drawing, not the
 * wallet's screenshots): where the "Migrate to Nym Node" button sits, and the
 * "Migrate Legacy Node" dialog it opens. Inline SVG coloured by the theme's
 * CSS variables, so it reads in light and dark; labels are real text.
 */
type View = 'button' | 'dialog';

const CAPTIONS: Record<View, string> = {
  button:
    'On the bonding page of a legacy node, the "Migrate to Nym Node" button sits to the right of the "Gateway Settings" tab; it opens the migration dialog.',
  dialog: 'The "Migrate Legacy Node" dialog; its "Migrate" button sends the migration transaction.',
};

function ButtonView() {
  return (
    <svg viewBox="0 0 640 220" className={styles.svg} role="img" aria-labelledby="wallet-diagram-button-title">
      <title id="wallet-diagram-button-title">
        Wallet bonding page: Gateway Settings tab, and the Migrate to Nym Node button to its right
      </title>
      <rect className={styles.window} x="1" y="1" width="638" height="218" rx="10" />
      <rect className={styles.bar} x="1" y="1" width="638" height="34" rx="10" />
      <circle className={styles.dot} cx="22" cy="18" r="5" />
      <circle className={styles.dot} cx="40" cy="18" r="5" />
      <circle className={styles.dot} cx="58" cy="18" r="5" />
      <text className={`${styles.text} ${styles.muted}`} x="320" y="23" textAnchor="middle">
        Nym Wallet
      </text>
      <text className={`${styles.text} ${styles.heading}`} x="28" y="70">
        Bonding
      </text>
      <rect className={styles.panel} x="24" y="88" width="592" height="108" rx="8" />
      <text className={styles.text} x="48" y="124">
        Gateway Settings
      </text>
      <line className={styles.tabUnderline} x1="48" y1="134" x2="170" y2="134" />
      <rect className={styles.button} x="390" y="102" width="200" height="40" rx="6" />
      <text className={`${styles.text} ${styles.buttonText}`} x="490" y="127" textAnchor="middle">
        Migrate to Nym Node
      </text>
      <path className={styles.arrow} d="M490 186 L490 150" />
      <path className={styles.arrowHead} d="M483 158 L490 146 L497 158 Z" />
      <text className={`${styles.text} ${styles.note}`} x="504" y="182">
        click
      </text>
      <rect className={styles.line} x="48" y="160" width="240" height="8" rx="4" />
      <rect className={styles.line} x="48" y="176" width="170" height="8" rx="4" />
    </svg>
  );
}

function DialogView() {
  return (
    <svg viewBox="0 0 640 240" className={styles.svg} role="img" aria-labelledby="wallet-diagram-dialog-title">
      <title id="wallet-diagram-dialog-title">The Migrate Legacy Node dialog with its Migrate button</title>
      <rect className={styles.window} x="1" y="1" width="638" height="238" rx="10" />
      <rect className={styles.scrim} x="1" y="1" width="638" height="238" rx="10" />
      <rect className={styles.dialog} x="140" y="28" width="360" height="184" rx="10" />
      <text className={`${styles.text} ${styles.heading}`} x="164" y="66">
        Migrate Legacy Node
      </text>
      <rect className={styles.line} x="164" y="88" width="300" height="8" rx="4" />
      <rect className={styles.line} x="164" y="104" width="270" height="8" rx="4" />
      <rect className={styles.line} x="164" y="120" width="200" height="8" rx="4" />
      <rect className={styles.button} x="164" y="148" width="312" height="40" rx="6" />
      <text className={`${styles.text} ${styles.buttonText}`} x="320" y="173" textAnchor="middle">
        Migrate
      </text>
      <path className={styles.arrow} d="M560 168 L490 168" />
      <path className={styles.arrowHead} d="M498 161 L486 168 L498 175 Z" />
      <text className={`${styles.text} ${styles.note}`} x="526" y="156">
        confirm
      </text>
    </svg>
  );
}

export default function WalletMigrationDiagram({view}: {view: View}) {
  return (
    <figure className="wallet-diagram">
      {view === 'button' ? <ButtonView /> : <DialogView />}
      <figcaption>{CAPTIONS[view]}</figcaption>
    </figure>
  );
}
