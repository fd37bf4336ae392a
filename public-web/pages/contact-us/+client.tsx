import { DelayedReveal } from '../../components/ui/DelayedReveal';
import { OpensAtTop } from '../../components/ui/OpensAtTop';
import { hydrateIslands } from '../../lib/hydrateIslands';
import { ContactUsForm } from './ContactUsForm';

void hydrateIslands([OpensAtTop, DelayedReveal, ContactUsForm]);
