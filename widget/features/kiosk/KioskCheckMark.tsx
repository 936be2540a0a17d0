/** The round check a kiosk thank-you opens with. */
export function KioskCheckMark() {
  return (
    <div className="cn-receipt__check" aria-hidden="true">
      {/* Sized inline: receiptCss frames every svg in .cn-kiosk as a QR code. */}
      <svg
        width="30"
        height="30"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        style={{ width: 30, height: 30, padding: 0, border: 0, background: 'none' }}
      >
        <path d="m5 12 5 5L20 7" />
      </svg>
    </div>
  );
}
