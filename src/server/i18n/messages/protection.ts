import type { MessageTable } from '../message-table';

/** No-show protection: the policy's refusals, the fee calls, the sandbox's card-saving page, the fee emails. */
export const protectionMessages = {
  deposit_one_way: {
    en: 'Give the deposit as a percentage or as a fixed amount, not both',
    zh: '定金请填写百分比或固定金额，不能两者都填',
  },
  deposit_amount_required: {
    en: 'A deposit policy needs a deposit percentage or a fixed amount',
    zh: '收取定金的政策须填写定金百分比或固定金额',
  },
  fee_not_held: { en: 'This booking has no fee waiting for a decision', zh: '该预约没有待处理的费用' },
  fee_already_decided: { en: 'This fee was already {state}', zh: '该费用已{state}' },
  fee_state_charged: { en: 'charged', zh: '收取' },
  fee_state_waived: { en: 'waived', zh: '免除' },
  fee_waived: { en: 'Fee waived', zh: '已免除费用' },
  fee_charged: { en: 'Fee charged', zh: '已收取费用' },
  card_setup_amount: {
    en: 'Saving a card charges nothing: send amount 0',
    zh: '保存银行卡不扣款：金额请填 0',
  },
  payment_card_saved: {
    en: 'Your card is saved and your booking is confirmed. Nothing was charged.',
    zh: '银行卡已保存，预约已确认。未扣任何款项。',
  },
  payment_fee_paid: { en: 'Thank you: the fee is paid.', zh: '谢谢，费用已支付。' },
  sandbox_save_card_title: { en: 'Save your card', zh: '保存银行卡' },
  sandbox_save_card_amount: { en: 'No charge now', zh: '现在不扣款' },
  sandbox_save_card_button: { en: 'Save card', zh: '保存银行卡' },
  sandbox_save_card_hint: {
    en: 'The salon keeps this card for its cancellation policy. 4000 0027 6000 3184 asks for authentication when charged later; 4000 0000 0000 0341 is declined when charged later.',
    zh: '店家为执行取消政策保留此卡。4000 0027 6000 3184 日后扣款时需要验证；4000 0000 0000 0341 日后扣款会被拒绝。',
  },
  sandbox_result_card_saved: { en: 'Card saved', zh: '银行卡已保存' },
  // the customer's fee email
  fee_email_subject_late_cancel: { en: 'Late cancellation fee: {amount}', zh: '逾期取消费用：{amount}' },
  fee_email_subject_no_show: { en: 'Missed appointment fee: {amount}', zh: '未到店费用：{amount}' },
  fee_email_subject_awaiting: {
    en: 'Please pay the fee for your booking: {amount}',
    zh: '请支付预约费用：{amount}',
  },
  fee_email_why_late_cancel: {
    en: 'Your appointment on {when} was cancelled {hours} hours or less before it started. Under the policy you agreed to when booking, the late cancellation fee is {percent}% of {total}.',
    zh: '您于 {when} 的预约在开始前 {hours} 小时内取消。根据您预约时同意的政策，逾期取消费用为 {total} 的 {percent}%。',
  },
  fee_email_why_no_show: {
    en: 'You did not come to your appointment on {when}. Under the policy you agreed to when booking, the missed appointment fee is {percent}% of {total}.',
    zh: '您未按时到店赴 {when} 的预约。根据您预约时同意的政策，未到店费用为 {total} 的 {percent}%。',
  },
  fee_email_kept: { en: 'Kept from your deposit: {amount}', zh: '从定金中扣除：{amount}' },
  fee_email_card: { en: 'Charged to your saved card: {amount}', zh: '从已保存的银行卡扣款：{amount}' },
  fee_email_refund: { en: 'Refunded to you: {amount}', zh: '退还给您：{amount}' },
  fee_email_pay_link: {
    en: 'Your bank asked for confirmation, so nothing was charged yet. Please pay {amount} here: {link}',
    zh: '您的银行要求验证，因此尚未扣款。请在此支付 {amount}：{link}',
  },
  fee_email_questions: { en: 'Questions? Call us on {phone}.', zh: '如有疑问，请致电 {phone}。' },
  mail_protection_deposit: {
    en: 'Deposit paid: {deposit}. Due at the salon: {balance}.',
    zh: '已付定金：{deposit}。到店需付：{balance}。',
  },
  mail_protection_card: {
    en: 'Your card is kept on file for the cancellation policy; nothing was charged. Due at the salon: {balance}.',
    zh: '您的银行卡已为取消政策保存，未扣款。到店需付：{balance}。',
  },
  mail_protection_late: {
    en: 'Cancelling less than {hours} hours before costs {fee} ({percent}% of the total).',
    zh: '在开始前 {hours} 小时内取消需支付 {fee}（总额的 {percent}%）。',
  },
  mail_protection_no_show: {
    en: 'Not coming to your appointment costs {fee} ({percent}% of the total).',
    zh: '未按时到店需支付 {fee}（总额的 {percent}%）。',
  },
} satisfies MessageTable;
