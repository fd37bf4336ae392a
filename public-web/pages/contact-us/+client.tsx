import { DelayedReveal } from '../../components/ui/DelayedReveal';
import { hydrateIslands } from '../../lib/hydrateIslands';
import { ContactUsForm } from './ContactUsForm';

void hydrateIslands([DelayedReveal, ContactUsForm]);
