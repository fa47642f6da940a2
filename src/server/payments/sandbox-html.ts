/**
 * The sandbox payment page's HTML: plain, self-contained (no script, inline CSS only), mobile first,
 * in English or Chinese. Every value that reaches the page is escaped.
 */
import { type Lang, type MessageKey, translate } from '../i18n/catalogue';

export const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const SANDBOX_WALLETS = [
  { value: 'grabpay', label: { en: 'GrabPay', zh: 'GrabPay' } },
  { value: 'paynow', label: { en: 'PayNow', zh: 'PayNow' } },
  { value: 'alipay', label: { en: 'Alipay', zh: '支付宝' } },
  { value: 'wechatpay', label: { en: 'WeChat Pay', zh: '微信支付' } },
] as const;

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei",sans-serif;background:#f4f1ee;color:#1f1b18}
main{max-width:440px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.top{display:flex;justify-content:space-between;align-items:center;gap:8px;margin-bottom:8px}
.badge{display:inline-block;background:#fff4d6;color:#7a5400;border-radius:999px;padding:2px 10px;font-size:13px}
.langs{white-space:nowrap;flex-shrink:0}.langs a{color:#6b4f3f;margin-left:4px;font-size:14px;display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:0 8px}
h1{font-size:22px;margin:8px 0 12px}
dl{margin:0 0 16px;border-top:1px solid #eee}
dl div{display:flex;justify-content:space-between;padding:8px 0;border-bottom:1px solid #eee}
dt{color:#6e655e}dd{margin:0;font-weight:600;text-align:right;word-break:break-all}
.total dd{font-size:20px}
fieldset{border:0;padding:0;margin:0 0 8px}
legend{font-weight:600;margin-bottom:8px;padding:0}
label{display:block;margin:0 0 12px;font-size:14px;color:#4a423c}
input[type=text],input[type=tel],select{display:block;width:100%;margin-top:4px;padding:12px;font-size:16px;border:1px solid #cfc7c0;border-radius:10px;background:#fff}
input:focus,select:focus{outline:2px solid #8c5a3c;outline-offset:1px}
.row{display:flex;gap:12px}.row label{flex:1}
.check{display:flex;gap:8px;align-items:center}
.hint{font-size:13px;color:#6e655e;margin:0 0 12px}
.errors{background:#fdecea;color:#8a1c12;border-radius:10px;padding:10px 14px;margin:0 0 12px}
.errors p{margin:2px 0}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:8px}
button,.button{display:block;width:100%;min-height:48px;border-radius:12px;font-size:17px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none;line-height:48px;padding:0 12px}
.primary{background:#8c5a3c;color:#fff;border:0}
.secondary{background:#fff;color:#4a423c;border:1px solid #cfc7c0}
.note{font-size:13px;color:#6e655e;text-align:center;margin:12px 0 0}
@media (prefers-color-scheme:dark){body{background:#1c1917;color:#f5f0eb}.card{background:#292524}dt,.hint,.note,label{color:#c8bfb8}
input[type=text],input[type=tel],select{background:#1c1917;color:#f5f0eb;border-color:#57534e}.secondary{background:#292524;color:#f5f0eb}dl,dl div{border-color:#44403c}}
`;

function layout(lang: Lang, title: string, body: string, langLinks: boolean): string {
  const links = langLinks
    ? `<nav class="langs" aria-label="Language"><a href="?lang=en" lang="en">English</a><a href="?lang=zh" lang="zh">中文</a></nav>`
    : '';
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<div class="card">
<div class="top"><span class="badge">${escapeHtml(translate(lang, 'sandbox_badge'))}</span>${links}</div>
${body}
</div>
</main>
</body>
</html>`;
}

export type PayPageInput = {
  lang: Lang;
  orderId: string;
  method: string;
  merchant: string;
  amountText: string;
  errors: string[];
  values: Record<string, string>;
  /** The "save card" mode: a card is kept for the salon's policy, nothing is charged. */
  saveCard?: boolean;
};

function field(name: string, label: string, attrs: string, value = ''): string {
  return `<label>${escapeHtml(label)}<input name="${name}" value="${escapeHtml(value)}" ${attrs}></label>`;
}

function cardFields(t: (k: MessageKey) => string, v: Record<string, string>): string {
  return `<fieldset><legend>${escapeHtml(t('sandbox_card_heading'))}</legend>
${field('card_number', t('sandbox_card_number'), 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" maxlength="23" required', v.card_number)}
${field('card_name', t('sandbox_card_name'), 'type="text" autocomplete="cc-name" maxlength="80" required', v.card_name)}
<div class="row">
${field('expiry', t('sandbox_expiry'), 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required', v.expiry)}
${field('cvc', t('sandbox_cvc'), 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}
</div>
<p class="hint">${escapeHtml(t('sandbox_card_hint'))}</p>
</fieldset>`;
}

function walletFields(lang: Lang, t: (k: MessageKey) => string, v: Record<string, string>): string {
  const options = SANDBOX_WALLETS.map(
    (w) =>
      `<option value="${w.value}"${v.wallet === w.value ? ' selected' : ''}>${escapeHtml(w.label[lang])}</option>`,
  ).join('');
  return `<fieldset><legend>${escapeHtml(t('sandbox_wallet_heading'))}</legend>
<label>${escapeHtml(t('sandbox_wallet'))}<select name="wallet" required>${options}</select></label>
${field('phone', t('sandbox_wallet_phone'), 'type="tel" inputmode="tel" autocomplete="tel" maxlength="20" required', v.phone)}
<label class="check"><input type="checkbox" name="decline" value="1"${v.decline ? ' checked' : ''}>${escapeHtml(t('sandbox_wallet_decline'))}</label>
</fieldset>`;
}

export function payPage(p: PayPageInput): string {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(p.lang, key, params);
  const errors = p.errors.length
    ? `<div class="errors" role="alert">${p.errors.map((e) => `<p>${escapeHtml(e)}</p>`).join('')}</div>`
    : '';
  const title = t(p.saveCard ? 'sandbox_save_card_title' : 'sandbox_title');
  const payLabel = p.saveCard ? t('sandbox_save_card_button') : t('sandbox_pay', { amount: p.amountText });
  const saveHint = p.saveCard ? `<p class="hint">${escapeHtml(t('sandbox_save_card_hint'))}</p>` : '';
  const body = `<h1>${escapeHtml(title)}</h1>
<dl>
<div><dt>${escapeHtml(t('sandbox_pay_to'))}</dt><dd>${escapeHtml(p.merchant)}</dd></div>
<div><dt>${escapeHtml(t('sandbox_order'))}</dt><dd>${escapeHtml(p.orderId)}</dd></div>
<div class="total"><dt>${escapeHtml(t('sandbox_amount'))}</dt><dd>${escapeHtml(p.amountText)}</dd></div>
</dl>
${errors}
<form method="post" action="/sandbox-pay/${encodeURIComponent(p.orderId)}">
<input type="hidden" name="lang" value="${p.lang}">
${p.method === 'ewallet' && !p.saveCard ? walletFields(p.lang, t, p.values) : cardFields(t, p.values)}
${saveHint}
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(payLabel)}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(t('sandbox_cancel'))}</button>
</div>
<p class="note">${escapeHtml(t('sandbox_cancel_note'))}</p>
</form>`;
  return layout(p.lang, `${title} · ${p.merchant}`, body, true);
}

/** A page with a title, a line of text and a way back to the salon. */
export function messagePage(lang: Lang, titleKey: MessageKey, textKey: MessageKey | null): string {
  const t = (key: MessageKey) => translate(lang, key);
  const body = `<h1>${escapeHtml(t(titleKey))}</h1>
${textKey ? `<p>${escapeHtml(t(textKey))}</p>` : ''}
<div class="actions"><a class="button primary" href="/">${escapeHtml(t('sandbox_back'))}</a></div>`;
  return layout(lang, t(titleKey), body, false);
}
