import { randomBytes } from 'node:crypto';
import { signIn, type Transport } from './portal-client';

// The companies' side of the ops queues (issue 27.9): from time to time a demo company uploads a bank transfer with
// its receipt or writes to support, through the same company API as the portal, so the ops console's transfer queue
// and support inbox keep moving while `npm run simulate` runs.

const NOTES = [
  'Transfer from Al Rajhi Bank',
  'Transfer from Saudi National Bank',
  'تحويل من بنك الرياض',
  'Transfer from Alinma Bank',
  'تحويل من البنك العربي الوطني',
];

const QUESTIONS = [
  'Can the technician come before 10 am tomorrow?',
  'السلام عليكم، هل يمكن إضافة فرع جديد إلى الباقة الحالية؟',
  'We uploaded a bank transfer this morning; when will the wallet show it?',
  'نحتاج فاتورة ضريبية باسم الفرع الرئيسي، هل هذا ممكن؟',
  'The AC in the Malaz showroom is leaking again after last week’s visit.',
];

const RECEIPT = Buffer.from('%PDF-1.4\n% Bank transfer receipt\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** multipart/form-data: the transfer's amount and note, then its receipt in field `receipt`. */
function transferUpload(amount: number, note: string): { payload: Buffer; contentType: string } {
  const boundary = `----simulate${randomBytes(8).toString('hex')}`;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const payload = Buffer.concat([
    field('amount', String(amount)),
    field('note', note),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="receipt"; filename="transfer-receipt.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
    ),
    RECEIPT,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

export class CompanyWork {
  readonly #send: Transport;
  readonly #phones: readonly string[];
  readonly #log: (line: string) => void;
  readonly #tokens = new Map<string, string>();
  #done = 0;

  constructor(options: { send: Transport; phones: readonly string[]; log: (line: string) => void }) {
    this.#send = options.send;
    this.#phones = options.phones;
    this.#log = options.log;
  }

  async #token(phone: string): Promise<string> {
    const known = this.#tokens.get(phone);
    if (known) return known;
    const token = await signIn(this.#send, phone);
    this.#tokens.set(phone, token);
    return token;
  }

  /** One piece of work for ops, by the next company in turn: a transfer, then a support message, and so on. */
  async once(): Promise<boolean> {
    if (this.#phones.length === 0) return false;
    const turn = this.#done;
    this.#done += 1;
    const phone = this.#phones[turn % this.#phones.length]!;
    const token = await this.#token(phone);
    if (turn % 2 === 0) {
      // 1,500 to 9,000 SAR in whole riyals, in halalas.
      const amount = (1_500 + ((turn * 1_250) % 7_500)) * 100;
      const note = NOTES[(turn / 2) % NOTES.length]!;
      const answer = await this.#send({
        method: 'POST',
        url: '/api/v1/company/wallets/walletTempTransaction',
        token,
        headers: { 'idempotency-key': `simulate-${randomBytes(8).toString('hex')}` },
        multipart: transferUpload(amount, note),
      });
      this.#log(
        answer.statusCode === 201
          ? `${phone}  uploaded a bank transfer of ${amount / 100} SAR (${note})`
          : `${phone}  transfer upload refused — ${answer.body.message}`,
      );
      return answer.statusCode === 201;
    }
    const body = QUESTIONS[((turn - 1) / 2) % QUESTIONS.length]!;
    const answer = await this.#send({ method: 'POST', url: '/api/v1/company/chat/support', token, json: { body } });
    this.#log(
      answer.statusCode === 201
        ? `${phone}  wrote to support: ${body}`
        : `${phone}  support message refused — ${answer.body.message}`,
    );
    return answer.statusCode === 201;
  }
}
