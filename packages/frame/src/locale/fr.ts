import type { FrameStrings } from './en'

export const fr: FrameStrings = {
  approval: {
    requestedBy: 'Demandé par',
    account: 'Compte',
    chain: 'Réseau',
    signMessage: 'Signer le message',
    message: 'Message',
    signTypedData: 'Signer des données structurées',
    domain: 'Domaine',
    type: 'Type',
    data: 'Données',
    sendTransaction: 'Envoyer la transaction',
    to: 'À',
    newContract: 'Nouveau contrat',
    value: 'Montant',
    maxNetworkFee: 'Frais de réseau maximum',
    reject: 'Refuser',
    approve: 'Approuver',
    rejectLabel: (title) => `Refuser : ${title}`,
    approveLabel: (title) => `Approuver : ${title}`,
  },
  recovery: {
    usePasskey: 'Utiliser la clé d’accès',
    recoveryPassword: 'Mot de passe de récupération',
    openWithPassword: 'Ouvrir avec le mot de passe',
    cancel: 'Annuler',
    restoreTitle: 'Ouvrez votre portefeuille sur cet appareil',
    restoreText:
      'Ce portefeuille est protégé. Utilisez sa clé d’accès ou son mot de passe de récupération pour l’ouvrir ici.',
    protectTitle: 'Protégez votre portefeuille',
    protectText:
      'Choisissez comment ouvrir ce portefeuille sur un nouvel appareil. Sans cela, seul cet appareil peut l’ouvrir.',
    createPasskey: 'Créer une clé d’accès',
    repeatPassword: 'Répétez le mot de passe de récupération',
    passwordsDiffer: 'Les deux mots de passe sont différents',
    setPassword: 'Définir un mot de passe de récupération',
    exportTitle: 'Exportez votre clé privée',
    exportWarning:
      'Quiconque voit cette clé contrôle votre portefeuille. Ne la partagez jamais et ne la collez sur aucun site.',
    confirmToShow:
      'Confirmez avec votre clé d’accès ou votre mot de passe de récupération pour afficher la clé.',
    showPrivateKey: 'Afficher la clé privée',
    privateKey: 'Clé privée',
    copy: 'Copier',
    copyFailed: 'Échec de la copie',
    done: 'Terminé',
  },
  errors: {
    WEAK_RECOVERY_PASSWORD:
      'Choisissez un mot de passe de récupération plus solide : au moins 12 caractères difficiles à deviner',
    WRONG_RECOVERY_PASSWORD: 'Ce mot de passe de récupération n’ouvre pas ce portefeuille',
    PASSKEY_CANCELLED: 'La demande de clé d’accès a été annulée',
    PASSKEY_UNSUPPORTED:
      'Ce navigateur ou cette clé d’accès ne peut pas protéger un portefeuille (pas d’extension PRF) : utilisez plutôt un mot de passe de récupération',
    PASSKEY_INVALID: 'La clé d’accès n’a pas pu être vérifiée',
    SOMETHING_WENT_WRONG: 'Un problème est survenu',
  },
  couldNotStart: 'Le cadre du portefeuille n’a pas pu démarrer',
}
