// Lists the outbox, newest first: `pnpm leads`.
import { formatLead } from '../leads';
import { optionsFromEnv } from '../options';
import { createOutbox } from '../outbox';

const { outboxDir } = optionsFromEnv();
const leads = await createOutbox(outboxDir).list();
if (leads.length === 0) console.log(`No leads in ${outboxDir} yet.`);
for (const lead of leads) console.log(formatLead(lead));
