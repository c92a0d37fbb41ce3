import * as migration_20261121_184415_initial from './20261121_184415_initial';
import * as migration_20261121_204946_shop_variants from './20261121_204946_shop_variants';
import * as migration_20261121_211037_shop_customers from './20261121_211037_shop_customers';
import * as migration_20261124_051402_team from './20261124_051402_team';
import * as migration_20261124_074129_site_security_contact from './20261124_074129_site_security_contact';
import * as migration_20261124_081941_modules_ii from './20261124_081941_modules_ii';
import * as migration_20261124_111630_modules_ii_more from './20261124_111630_modules_ii_more';
import * as migration_20261124_143658_mail_outbox from './20261124_143658_mail_outbox';
import * as migration_20261124_162244_forms_navigation from './20261124_162244_forms_navigation';
import * as migration_20261124_183214_portfolio_tables_per_collection from './20261124_183214_portfolio_tables_per_collection';
import * as migration_20261124_200115_consent_sso_analytics from './20261124_200115_consent_sso_analytics';
import * as migration_20261125_015437_session7 from './20261125_015437_session7';
import * as migration_20261125_055939_session8 from './20261125_055939_session8';

export const migrations = [
  {
    up: migration_20261121_184415_initial.up,
    down: migration_20261121_184415_initial.down,
    name: '20261121_184415_initial',
  },
  {
    up: migration_20261121_204946_shop_variants.up,
    down: migration_20261121_204946_shop_variants.down,
    name: '20261121_204946_shop_variants',
  },
  {
    up: migration_20261121_211037_shop_customers.up,
    down: migration_20261121_211037_shop_customers.down,
    name: '20261121_211037_shop_customers',
  },
  {
    up: migration_20261124_051402_team.up,
    down: migration_20261124_051402_team.down,
    name: '20261124_051402_team',
  },
  {
    up: migration_20261124_074129_site_security_contact.up,
    down: migration_20261124_074129_site_security_contact.down,
    name: '20261124_074129_site_security_contact',
  },
  {
    up: migration_20261124_081941_modules_ii.up,
    down: migration_20261124_081941_modules_ii.down,
    name: '20261124_081941_modules_ii',
  },
  {
    up: migration_20261124_111630_modules_ii_more.up,
    down: migration_20261124_111630_modules_ii_more.down,
    name: '20261124_111630_modules_ii_more',
  },
  {
    up: migration_20261124_143658_mail_outbox.up,
    down: migration_20261124_143658_mail_outbox.down,
    name: '20261124_143658_mail_outbox',
  },
  {
    up: migration_20261124_162244_forms_navigation.up,
    down: migration_20261124_162244_forms_navigation.down,
    name: '20261124_162244_forms_navigation',
  },
  {
    up: migration_20261124_183214_portfolio_tables_per_collection.up,
    down: migration_20261124_183214_portfolio_tables_per_collection.down,
    name: '20261124_183214_portfolio_tables_per_collection',
  },
  {
    up: migration_20261124_200115_consent_sso_analytics.up,
    down: migration_20261124_200115_consent_sso_analytics.down,
    name: '20261124_200115_consent_sso_analytics',
  },
  {
    up: migration_20261125_015437_session7.up,
    down: migration_20261125_015437_session7.down,
    name: '20261125_015437_session7',
  },
  {
    up: migration_20261125_055939_session8.up,
    down: migration_20261125_055939_session8.down,
    name: '20261125_055939_session8'
  },
];
